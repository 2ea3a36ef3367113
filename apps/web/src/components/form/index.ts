export { AppForm, REQUIRED_NOTE, type AppFormProps, type FormFailure } from './app-form';
export { CheckboxField } from './checkbox-field';
export { FormAlert } from './form-alert';
export { PasswordField } from './password-field';
export { applyServerErrors, GENERAL_FORM_ERROR } from './server-errors';
export { TextField } from './text-field';
export { useAppForm } from './use-app-form';
