// Stand-in for the 'server-only' marker package in unit tests.
export {};
