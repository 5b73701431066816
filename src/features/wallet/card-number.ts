/** A saved card's number as shown: only its last four digits. */
export const maskedCardNumber = (last4: string) => `•••• •••• •••• ${last4}`;
