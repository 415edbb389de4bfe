import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: unknown; resetKey?: string };

/** docs/product/messages.md: an unexpected failure while rendering a page shows its message. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  // Moving to another page gives the new page its own chance.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}
