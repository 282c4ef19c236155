/**
 * `@arcadia/ui/hooks`: Mantine's hooks and form state. Stateless, so not shared: each build bundles
 * the few it uses instead of every page downloading all of them.
 */
export * from '@mantine/hooks';
export * from '@mantine/form';
export { useValidateOnLeave } from './validate-on-leave';
