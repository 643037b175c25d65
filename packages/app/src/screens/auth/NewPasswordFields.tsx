import { TextField } from '@insight/ui';
import type { TextFieldBinding } from '../../forms/useForm';

export interface NewPasswordFieldsProps {
  password: TextFieldBinding;
  confirmPassword: TextFieldBinding;
}

/** A new password and its confirmation (Register, Reset password). */
export function NewPasswordFields({ password, confirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label="Password" type="password" autoComplete="new-password" required {...password} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...confirmPassword} />
    </>
  );
}
