'use client';

import { Component, type ReactNode } from 'react';

type Props = { title: string; message: string; retryLabel: string; children: ReactNode };

/**
 * Keeps a failure while rendering one widget inside that widget (the page's
 * error.tsx would otherwise replace the whole page). Data failures are
 * already turned into an ErrorBlock by the widget itself; this catches the rest.
 */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-block" role="alert" data-error-kind="generic">
        <p className="error-block-title">{this.props.title}</p>
        <p>{this.props.message}</p>
        <a className="error-block-retry" href="">
          {this.props.retryLabel}
        </a>
      </div>
    );
  }
}
