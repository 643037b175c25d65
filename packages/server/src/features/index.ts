/**
 * THE list of feature modules. Each is a Fastify plugin (routes.ts → service.ts → db) registered in this
 * order by buildServer; its routes inherit the root hooks (security headers, XSRF, /api bearer auth, the
 * JSON error handler) and read settings, database and mailer from `app.ctx`.
 * To add a module: create src/features/<name>/routes.ts exporting an async plugin, append it here.
 * Routes of the api package's calls register through http/calls.ts (method, path and params from the table).
 * features/purchases has no routes: the cart's webhook grants purchases; catalog, connections and reports read them.
 */
import type { FastifyInstance } from 'fastify';
import { authFeature } from './auth/routes.js';
import { contactFeature } from './contact/routes.js';
import { mailFeature } from './mail/routes.js';
import { profileImageFeature } from './profile-image/routes.js';
import { settingsFeature } from './settings/routes.js';
import { catalogFeature } from './catalog/routes.js';
import { cartFeature } from './cart/routes.js';
import { surveyFeature } from './survey/routes.js';
import { reportsFeature } from './reports/routes.js';
import { connectionsFeature } from './connections/routes.js';
import { accountFeature } from './account/routes.js';
import { notificationsFeature } from './notifications/routes.js';

export interface Feature {
  name: string;
  plugin: (app: FastifyInstance) => Promise<void>;
}

export const features: Feature[] = [
  { name: 'settings', plugin: settingsFeature },
  { name: 'auth', plugin: authFeature },
  { name: 'contact', plugin: contactFeature },
  { name: 'profile-image', plugin: profileImageFeature },
  { name: 'mail', plugin: mailFeature },
  { name: 'catalog', plugin: catalogFeature },
  { name: 'cart', plugin: cartFeature },
  { name: 'survey', plugin: surveyFeature },
  { name: 'reports', plugin: reportsFeature },
  { name: 'connections', plugin: connectionsFeature },
  { name: 'account', plugin: accountFeature },
  { name: 'notifications', plugin: notificationsFeature },
];
