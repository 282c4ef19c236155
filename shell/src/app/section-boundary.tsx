import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@arcadia/ui';
import { i18n } from '@arcadia/shared';
import './texts';

interface SectionBoundaryProps {
  children: ReactNode;
  /** A change (e.g. the route) clears a previous failure. */
  resetKey?: string;
  /** Height kept by the fallback. @default 200 */
  minHeight?: number;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** One broken section stays one broken section: the rest of the page keeps working. */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: SectionBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Section failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Center mih={this.props.minHeight ?? 200} p="md" role="alert">
        <Stack align="center" gap="sm">
          <Text c="dimmed">{i18n.t('shell:frame.sectionFailed')}</Text>
          <Button variant="light" size="xs" onClick={() => this.setState({ error: null })}>
            {i18n.t('common:actions.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
}
