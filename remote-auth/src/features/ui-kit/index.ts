/** Building blocks every auth dialog uses: the modal frame, masked inputs, the fade-in, buttons. */
export { AuthModal, type AuthModalProps } from './auth-modal';
export { FadeIn } from './fade-in';
export { MaskedInput, type MaskedInputProps } from './masked-input';
export { PhoneInput, type PhoneInputProps } from './phone-input';
export { PHONE_DIGITS, PHONE_MASK, PHONE_PREFIX, fromApiPhone, toApiPhone } from './phone';
export { goldButton } from './gold-button';
export { useSchemaForm } from './use-schema-form';
export { PasswordStrength } from './password-strength';
