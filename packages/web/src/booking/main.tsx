import { mount } from '../lib/mount';
import { BookingApp } from './booking-app';
import { bookingRoutes } from './routes';

mount([{ element: <BookingApp />, children: bookingRoutes }]);
