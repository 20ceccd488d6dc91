import { mount } from '../lib/mount';
import { StayApp } from './stay-app';
import { stayRoutes } from './routes';

mount([{ element: <StayApp />, children: stayRoutes }]);
