/**
 * An Asaas refusal in staff's words: each field of `taxes` it names (taxes.nbsCode, nbsCode…) by
 * its pt-BR label, then where to fill it in; the message as it was when it names none of them.
 */
export function withFieldNames(
  message: string,
  labels: Readonly<Record<string, string>>,
  fillIn: string,
): string {
  let named = false;
  let text = message;
  for (const [field, label] of Object.entries(labels)) {
    const mention = new RegExp(`(?:taxes\\.)?\\b${field}\\b`, 'g');
    if (!mention.test(text)) continue;
    named = true;
    text = text.replace(mention, `“${label}”`);
  }
  return named ? `${text} ${fillIn}` : text;
}
