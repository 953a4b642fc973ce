import type { Address } from "./blocks";

/** Street and city lines, as printed on an envelope. */
export function formatAddressLines(address: Address): string[] {
  return [address.street, `${address.city}, ${address.state} ${address.zip}`];
}

/** The address on one line, as a maps service expects it. */
export function formatAddressOneLine(address: Address): string {
  return [address.name, ...formatAddressLines(address)].filter(Boolean).join(", ");
}

/** A maps page that plans a route to the address. */
export function directionsUrl(baseUrl: string, address: Address): string {
  return `${baseUrl}${encodeURIComponent(formatAddressOneLine(address))}`;
}
