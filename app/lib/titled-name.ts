// How the site names a pastor: their title, in the page's language, then their name ("Pastor
// Angela Reed", "Pastora Angela Reed"). Apart from the content, so a page's script that names a
// pastor carries none of the church's facts with it.

export const titledName = ({ honorific, name }: { honorific?: string; name: string }) =>
  honorific ? `${honorific} ${name}` : name;
