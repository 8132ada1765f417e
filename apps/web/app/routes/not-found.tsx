import { data } from 'react-router';
import { stop } from '../lib/stop';
import { PHONE_READY } from '../lib/phone';

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

export const handle = PHONE_READY;

/** /null (where a 777 reply sends the browser, SPEC 8) and every unknown path: the 404 page. */
export const loader = () => {
  stop(data(null, { status: 404 }));
};

export default function NotFound() {
  return null;
}
