import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** An error as node-postgres reports the server's: a DatabaseError with its SQLSTATE and severity. */
const serverError = (message: string, code: string, severity: 'ERROR' | 'FATAL' | 'PANIC' = 'ERROR') => {
  const error = new pg.DatabaseError(message, message.length, 'error');
  return Object.assign(error, { code, severity });
};

describe('isDatabaseUnavailable', () => {
  it('knows a lost, refused or unobtainable connection', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('connect', 'ECONNREFUSED')], 'all failed'))).toBe(true);
  });

  it.each([
    ['08000', 'connection_exception'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['08003', 'connection_does_not_exist'],
    ['08004', 'sqlserver_rejected_establishment_of_sqlconnection'],
    ['08006', 'connection_failure'],
    ['08P01', 'protocol_violation'],
    ['57P01', 'admin_shutdown'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['57P04', 'database_dropped'],
    ['57P05', 'idle_session_timeout'],
    ['53300', 'too_many_connections'],
    ['3D000', 'invalid_catalog_name (the database does not exist)'],
  ])('counts SQLSTATE %s (%s) as unavailable, whatever its severity', (code, name) => {
    expect(isDatabaseUnavailable(serverError(name, code, 'ERROR'))).toBe(true);
    expect(isDatabaseUnavailable(serverError(name, code, 'FATAL'))).toBe(true);
  });

  it('counts a database that refuses connections (ALLOW_CONNECTIONS false: FATAL 55000) as unavailable', () => {
    const refused = serverError('database "forkpoint" is not currently accepting connections', '55000', 'FATAL');
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it('counts any error with which the server ends the session (FATAL, PANIC) as unavailable', () => {
    expect(isDatabaseUnavailable(serverError('password authentication failed for user "app"', '28P01', 'FATAL'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(serverError('terminating connection: idle-in-transaction', '25P03', 'FATAL'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(serverError('could not write to file', '58030', 'PANIC'))).toBe(true);
  });

  it('follows a wrapped cause', () => {
    const refused = serverError('database "forkpoint" is not currently accepting connections', '55000', 'FATAL');
    expect(isDatabaseUnavailable(new Error('could not load the partner', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('could not load', { cause: serverError('syntax error', '42601') }))).toBe(
      false,
    );
  });

  it('leaves bugs and bad data to the ordinary 500', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    // The same SQLSTATE as a refused connection, as a plain ERROR, is the app's own mistake.
    expect(isDatabaseUnavailable(serverError('currval of sequence "s" is not yet defined', '55000'))).toBe(false);
    // A statement cancelled (statement_timeout) or a lock not granted is not the database going away.
    expect(isDatabaseUnavailable(serverError('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('could not obtain lock on row', '55P03'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('out of memory', '53200'))).toBe(false);
    // A severity without a SQLSTATE is no server's error.
    expect(isDatabaseUnavailable(Object.assign(new Error('odd'), { severity: 'FATAL' }))).toBe(false);
  });
});
