import { mount } from '../lib/mount';
import { AccountApp } from './account-app';
import { accountRoutes } from './routes';

mount([{ element: <AccountApp />, children: accountRoutes }]);
