export { Form, useFieldError, useFormSubmitted, type FormProps, type FormState } from './Form';
