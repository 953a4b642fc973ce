/** "+13015550142" as people write it: "(301) 555-0142". */
export function formatUsPhone(tel: string): string {
  const digits = tel.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (digits.length !== 10) return tel;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
