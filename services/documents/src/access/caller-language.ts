import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language } from '@nomada/contracts';

/** The language the shell's switcher keeps in its cookie; English when there is none. */
export function callerLanguage(request: FastifyRequest): Language {
  return request.cookies[LANGUAGE_COOKIE] === 'es' ? 'es' : 'en';
}
