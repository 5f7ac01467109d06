// A GSTIN with a valid check character, so demo invoices pass format validation (state code + PAN + entity
// number + "Z" + check). The PANs used by the seed are made up.
const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i]);
    if (value < 0) throw new Error(`invalid GSTIN character ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

export function makeGstin(stateCode: string, pan: string, entity = "1"): string {
  const body = `${stateCode}${pan}${entity}Z`;
  return body + gstinCheckCharacter(body);
}
