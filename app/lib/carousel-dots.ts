// How a carousel dot looks for the selected slide and for the others: rendered by the component,
// swapped by the behaviour when the slide changes.
export const DOT_SELECTED = "w-8 bg-white";
export const DOT_OTHER = "w-3 bg-transparent group-hover:bg-white/60";
