import { TextField } from '@insight/ui';
import type { TextFieldBinding } from '../../forms/useForm';
import { authTexts } from '../../texts';

export interface NewPasswordFieldsProps {
  password: TextFieldBinding;
  confirmPassword: TextFieldBinding;
}

/** A new password and its confirmation (Register, Reset password). */
export function NewPasswordFields({ password, confirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label={authTexts.password} type="password" autoComplete="new-password" required {...password} />
      <TextField
        label={authTexts.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
