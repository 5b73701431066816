/** What a login, PIN or gestão token carries (signed by the server: never trusted unsigned). */
export interface TokenClaims {
  sub: string;
  /** The member's token version when the token was signed; a newer version revokes it. */
  ver: number;
  /** The login session of a member's token (and of the PIN tokens issued within it). */
  sid?: string;
  /** Set only on the short-lived token validarPIN returns (signed with its own key). */
  pin?: boolean;
  /** Set only on gestão tokens: sub is then a staff id, never a member's. */
  staff?: boolean;
  /** Seconds since the epoch; set by the signer. */
  exp?: number;
}
