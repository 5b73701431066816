/**
 * The sandbox's bank has every well-formed PIX key but this one: a transfer to it is refused, so
 * that a test (or a person trying the sandbox) sees what staff are told when the PSP cannot pay
 * back. Apart (no imports), so that the browser tests can name it.
 */
export const SANDBOX_REFUSED_PIX_KEY = 'chave.recusada@sandbox.quita.app';
export const SANDBOX_TRANSFER_REFUSED = 'Chave PIX não encontrada no banco de destino (sandbox).';
