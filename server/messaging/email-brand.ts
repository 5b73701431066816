export interface StoredLogo {
  mime: string;
  logo: Uint8Array;
}

/** How an association signs what it sends: its name, its colour and, when it has one, its logo. */
export interface AssociationBrand {
  displayName: string;
  primaryColor: string | null;
  logo: StoredLogo | undefined;
}
