function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\``);
  return value;
}

export const e2eEnv = {
  get port() {
    return Number(required('E2E_PORT'));
  },
  get sessionSecret() {
    return required('E2E_SESSION_SECRET');
  },
  get agent() {
    return {
      email: required('E2E_AGENT_EMAIL'),
      password: required('E2E_AGENT_PASSWORD'),
      name: required('E2E_AGENT_NAME'),
    };
  },
};
