/**
 * Where the content of an outgoing request comes from. Every request that could carry scenario
 * content must say so; there is deliberately no default, so forgetting is a type error.
 * - `confidential`: content of a pack marked confidential. Never leaves the machine.
 * - `public`: content of a non-confidential pack (or `packId: null` for no pack at all).
 */
export type Confidentiality =
  | { readonly level: 'confidential'; readonly packId: string }
  | { readonly level: 'public'; readonly packId: string | null };

export const confidentialityOf = (pack: { id: string; confidential: boolean }): Confidentiality =>
  pack.confidential ? { level: 'confidential', packId: pack.id } : { level: 'public', packId: pack.id };

/** For requests that carry no scenario content at all (a model download, a health check). */
export const NO_PACK_CONTENT: Confidentiality = { level: 'public', packId: null };
