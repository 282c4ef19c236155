import { useEffect, useId } from 'react';
import { Anchor, Button, Group, Loader, SimpleGrid, Stack, Text } from '@arcadia/ui';
import { Checkbox, Input, PasswordInput, Select, TextInput } from '@arcadia/ui/forms';
import { IconGift } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import {
  CONSENT_PAGES,
  MINIMUM_AGE,
  PATHS,
  eventBus,
  fastRegisterFormSchema,
  isApiError,
  openDialog,
  register,
  registerFormSchema,
  showToast,
  toastApiError,
} from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { FadeIn, MaskedInput, PHONE_DIGITS, PasswordStrength, PhoneInput, goldButton, useSchemaForm } from '../../ui-kit';
import { useCountries } from '../hooks/use-countries';
import {
  buildBirthDate,
  buildFastRegisterPayload,
  buildRegisterPayload,
  defaultCountryId,
  emptyRegisterValues,
  type RegisterValues,
} from '../lib/register-payload';
import classes from './register.module.css';

export interface Registered {
  /** The ten digits after +90 the player registered with. */
  phone: string;
  /** The trial bonus was ticked: verify the phone next. */
  trialBonus: boolean;
}

interface RegisterFormProps {
  /** The shorter form (`isFast: true`): no national ID and no birth date, an "I am 18 or older" box instead. @default false */
  fast?: boolean;
  /** The server created the account and `auth:login` has been emitted. */
  onRegistered: (registered: Registered) => void;
}

const BIRTH_PARTS = ['birthDateDay', 'birthDateMonth', 'birthDateYear'] as const;

/** A field the server may name in its refusal (a taken username or e-mail): the form says it under that field. */
const SERVER_FIELDS = new Set(['name', 'surname', 'username', 'email', 'phone', 'PersonalNo', 'country', 'password', 'password2']);

/** The fields Sign Up waits for, by the name the player reads (the birth date's three inputs are one). */
const missingName = (field: string) => (BIRTH_PARTS.includes(field as (typeof BIRTH_PARTS)[number]) ? 'birthDate' : field);

/**
 * Registration form (full or fast), validated by the shared schema the server also runs;
 * Sign Up stays disabled while anything is invalid.
 */
export function RegisterForm({ fast = false, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation(AUTH_NS);
  const countries = useCountries();
  const schema = fast ? fastRegisterFormSchema : registerFormSchema;
  const missingId = useId();
  const form = useSchemaForm<RegisterValues>(schema, emptyRegisterValues(), {
    phone: (value) => (String(value).length === PHONE_DIGITS ? null : t('common:validation.exactLength', { length: PHONE_DIGITS })),
  });

  // Türkiye is chosen once the list is filled, unless the player already picked a country.
  useEffect(() => {
    if (countries && !form.getValues().country) form.setFieldValue('country', defaultCountryId(countries));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countries]);

  const birthPartProps = (field: (typeof BIRTH_PARTS)[number]) => ({
    ...form.getInputProps(field),
    error: Boolean(form.errors[field]),
    onChange: (raw: string) => {
      form.setFieldValue(field, raw);
      const values = form.getValues();
      form.setFieldValue('birthDate', buildBirthDate(values.birthDateDay, values.birthDateMonth, values.birthDateYear));
      if (BIRTH_PARTS.every((part) => form.getValues()[part] !== '') && values.birthDateYear.length === 4) form.validateField('birthDate');
      else form.clearFieldError('birthDate');
    },
  });
  const birthError = BIRTH_PARTS.map((part) => form.errors[part]).find(Boolean) ?? form.errors.birthDate;

  // The 18+ box says why Sign Up stays disabled as soon as it is the only thing missing, and
  // again whenever the player unticks it.
  const adultProps = form.getInputProps('adultConfirmed', { type: 'checkbox' });
  const onlyAdultMissing =
    fast && !form.getValues().adultConfirmed && Object.keys(fastRegisterFormSchema).every((field) => field === 'adultConfirmed' || form.isValid(field));
  const adultError = form.errors.adultConfirmed ?? (onlyAdultMissing ? t('common:validation.age', { age: MINIMUM_AGE }) : undefined);

  const submit = form.onSubmit(async (values) => {
    let answer;
    try {
      answer = await register(fast ? buildFastRegisterPayload(values) : buildRegisterPayload(values));
    } catch (error) {
      toastApiError(error);
      // A taken username or e-mail (or any field the server names) is said under its field too.
      if (isApiError(error)) {
        const errors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => SERVER_FIELDS.has(field)));
        if (Object.keys(errors).length) form.setErrors(errors);
      }
      return;
    }
    eventBus.emit('auth:login', { authData: answer.data });
    showToast('success', answer.message || t('register.success'));
    onRegistered({ phone: values.phone, trialBonus: values.trialBonus });
  });

  // A disabled Sign Up says what it waits for.
  const valid = form.isValid();
  const missing = valid ? [] : [...new Set(Object.keys(schema).filter((field) => !form.isValid(field)).map(missingName))];

  const consentLink = (page: number) => (
    <Anchor href={PATHS.page(page)} target="_blank" rel="noopener" c="yellow.4" inherit title={t('register.opensInNewTab')} />
  );
  const consentBox = (field: 'termsAccepted' | 'privacyNoticeAccepted') => (
    <Checkbox
      color="yellow"
      iconColor="dark.8"
      label={<Trans t={t} i18nKey={`register.${field}`} components={field === 'termsAccepted' ? { terms: consentLink(CONSENT_PAGES.terms) } : { notice: consentLink(CONSENT_PAGES.privacyNotice) }} />}
      {...form.getInputProps(field, { type: 'checkbox' })}
      onChange={(event) => {
        form.setFieldValue(field, event.currentTarget.checked);
        form.validateField(field);
      }}
    />
  );

  const countrySelect = (
    <Select
      label={t('register.country')}
      data={(countries ?? []).map((country) => ({ value: String(country.id), label: country.name }))}
      placeholder={countries ? undefined : t('register.countryLoading')}
      disabled={!countries}
      rightSection={countries ? undefined : <Loader size={14} color="yellow" aria-label={t('register.countryLoading')} />}
      searchable
      allowDeselect={false}
      comboboxProps={{ zIndex: 400 }}
      {...form.getInputProps('country')}
    />
  );

  return (
    <FadeIn>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {fast ? t('register.fastSubtitle') : t('register.subtitle')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput label={t('register.name')} autoComplete="given-name" data-autofocus {...form.getInputProps('name')} />
            <TextInput label={t('register.surname')} autoComplete="family-name" {...form.getInputProps('surname')} />
            <TextInput label={t('register.username')} autoComplete="username" {...form.getInputProps('username')} />
            <TextInput label={t('register.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <PhoneInput label={t('register.phone')} {...form.getInputProps('phone')} />
            {fast ? (
              countrySelect
            ) : (
              <MaskedInput label={t('register.personalNo')} mask="99999999999" placeholder="XXXXXXXXXXX" {...form.getInputProps('PersonalNo')} />
            )}
            {!fast && countrySelect}
            {!fast && (
              <Input.Wrapper label={t('register.birthDate')} error={birthError} className={classes.birthDate}>
                <Group gap="xs" wrap="nowrap">
                  <MaskedInput mask="99" placeholder={t('register.dayPlaceholder')} aria-label={t('register.day')} w={64} {...birthPartProps('birthDateDay')} />
                  <MaskedInput mask="99" placeholder={t('register.monthPlaceholder')} aria-label={t('register.month')} w={64} {...birthPartProps('birthDateMonth')} />
                  <MaskedInput mask="9999" placeholder={t('register.yearPlaceholder')} aria-label={t('register.year')} style={{ flex: 1 }} {...birthPartProps('birthDateYear')} />
                </Group>
              </Input.Wrapper>
            )}
            <div>
              <PasswordInput label={t('register.password')} autoComplete="new-password" {...form.getInputProps('password')} />
              <PasswordStrength password={form.getValues().password} username={form.getValues().username} />
            </div>
            <PasswordInput label={t('register.password2')} autoComplete="new-password" {...form.getInputProps('password2')} />
          </SimpleGrid>
          {fast ? (
            <>
              {/* The trial bonus is one per national ID, which the fast form does not ask for: say so rather than offer it. */}
              <Group gap={6} wrap="nowrap" mt={4} className={classes.trialBonus}>
                <IconGift size={16} color="var(--mantine-color-yellow-4)" style={{ flexShrink: 0 }} />
                <Text size="sm" c="dimmed">
                  {t('register.trialBonusNeedsFullForm')}
                </Text>
              </Group>
              <Checkbox
                mt={4}
                color="yellow"
                iconColor="dark.8"
                label={t('register.adultConfirmed')}
                {...adultProps}
                onChange={(event) => {
                  form.setFieldValue('adultConfirmed', event.currentTarget.checked);
                  form.validateField('adultConfirmed');
                }}
                error={adultError}
              />
            </>
          ) : (
            <Checkbox
              mt={4}
              color="yellow"
              iconColor="dark.8"
              className={classes.trialBonus}
              label={
                <Group gap={6} wrap="nowrap" component="span">
                  <IconGift size={16} color="var(--mantine-color-yellow-4)" style={{ flexShrink: 0 }} />
                  {t('register.trialBonus')}
                </Group>
              }
              {...form.getInputProps('trialBonus', { type: 'checkbox' })}
            />
          )}
          {consentBox('termsAccepted')}
          {consentBox('privacyNoticeAccepted')}
          <Button type="submit" {...goldButton} fullWidth mt="xs" loading={form.submitting} disabled={!valid} aria-describedby={missing.length ? missingId : undefined}>
            {t('register.submit')}
          </Button>
          {missing.length ? (
            <Text id={missingId} size="xs" c="dimmed" ta="center" mt={-6} data-testid="register-missing">
              {t('register.missing', { fields: missing.map((field) => t(`register.missingFields.${field}`)).join(', ') })}
            </Text>
          ) : null}
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" c="yellow.4" onClick={() => openDialog(fast ? 'register' : 'fastRegister')}>
              {fast ? t('register.fullLink') : t('register.fastLink')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('register.haveAccount')}{' '}
              <Anchor component="button" type="button" size="sm" c="yellow.4" onClick={() => openDialog('login')}>
                {t('register.login')}
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </FadeIn>
  );
}
