export { useForm } from './useForm.ts';
export type { FormController } from './useForm.ts';
