import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import {
  integrationKeyCreatedSchema,
  integrationKeyListSchema,
  integrationKeyRevokedSchema,
  type IntegrationKeyCreateRequest,
} from '@forkpoint/shared/contracts/integration-keys';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { api } from '@/lib/api-client';
import { consoleGet } from './staff-session';
import { useConsoleCall } from './support-adjustments';

/** The program's integration keys (admins; issue 28): list, create (the secret is answered once), revoke. */

const KEYS_KEY = ['support', 'integration-keys'] as const;

export function useIntegrationKeys() {
  return useQuery({
    queryKey: KEYS_KEY,
    queryFn: ({ signal }) => consoleGet(SUPPORT_PATHS.integrationKeys, { signal, schema: integrationKeyListSchema }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
  });
}

export function useCreateIntegrationKey() {
  return useConsoleCall(
    (body: IntegrationKeyCreateRequest) =>
      api.post(SUPPORT_PATHS.integrationKeys, { body, schema: integrationKeyCreatedSchema }),
    [KEYS_KEY],
  );
}

export function useRevokeIntegrationKey() {
  return useConsoleCall(
    (id: string) =>
      api.post(apiPath(SUPPORT_PATHS.integrationKeyRevoke, { id }), { schema: integrationKeyRevokedSchema }),
    [KEYS_KEY],
  );
}
