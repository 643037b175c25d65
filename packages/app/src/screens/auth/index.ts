export { LoginScreen } from './LoginScreen';
export { RegisterScreen, CONNECTION_TOKEN_PARAM } from './RegisterScreen';
export { RecoverPasswordScreen } from './RecoverPasswordScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
