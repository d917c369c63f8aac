export { createClient } from '@plaudit/api';
