/**
 * SPEC §5 "allow digits only, format currency (2 decimals)" for an amount field: what the field
 * keeps of a keystroke. Full-width digits and point become half-width (a Japanese IME types them),
 * anything else goes, one decimal point with at most `decimals` digits after it, no leading zeros.
 * The rule the value then meets is the generated `checkAmount`.
 */
export function amountInput(value: string, decimals = 2): string {
  const cleaned = value.replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '').slice(0, 12);
  return rest.length === 0 || decimals === 0 ? digits : `${digits}.${rest.join('').slice(0, decimals)}`;
}
