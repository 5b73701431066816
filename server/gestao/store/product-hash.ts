import { randomBytes } from 'node:crypto';

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');

/** The public address's hash: readable from the description, unguessable by its random tail. */
export const productHash = (description: string) =>
  `${slug(description) || 'produto'}-${randomBytes(4).toString('hex')}`;
