import { useQuery } from '@tanstack/react-query';
import {
  INTEGRATION_KEYS_API,
  integrationKeyCreatedSchema,
  integrationKeyListSchema,
  integrationKeyRevokedSchema,
  type IntegrationKeyCreateRequest,
} from '@forkpoint/shared/contracts/integration-keys';
import { api } from '@/lib/api-client';
import { consoleGet } from './staff-session';
import { useConsoleCall } from './support-adjustments';

/** The program's integration keys (admins; issue 28): list, create (the secret is answered once), revoke. */

const KEYS_KEY = ['support', 'integration-keys'] as const;

export function useIntegrationKeys() {
  return useQuery({
    queryKey: KEYS_KEY,
    queryFn: ({ signal }) => consoleGet(INTEGRATION_KEYS_API, { signal, schema: integrationKeyListSchema }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
  });
}

export function useCreateIntegrationKey() {
  return useConsoleCall(
    (body: IntegrationKeyCreateRequest) =>
      api.post(INTEGRATION_KEYS_API, { body, schema: integrationKeyCreatedSchema }),
    [KEYS_KEY],
  );
}

export function useRevokeIntegrationKey() {
  return useConsoleCall(
    (id: string) =>
      api.post(`${INTEGRATION_KEYS_API}/${encodeURIComponent(id)}/Revoke`, { schema: integrationKeyRevokedSchema }),
    [KEYS_KEY],
  );
}
