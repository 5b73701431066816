import type { App } from '../../types';
import login from './login';
import logo from './logo';
import verify from './verify';

export default async function authRoutes(app: App) {
  await app.register(login);
  await app.register(verify);
  await app.register(logo);
}
