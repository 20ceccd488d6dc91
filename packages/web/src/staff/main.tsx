import { mount } from '../lib/mount';
import { StaffApp } from './staff-app';
import { staffRoutes } from './routes';

mount([{ element: <StaffApp />, children: staffRoutes }]);
