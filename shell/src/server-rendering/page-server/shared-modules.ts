// What the shell lends to the remotes' server code: the same singletons it provides to them in the browser
// (shared/tooling/federation.mjs), so a remote's page renders with the shell's one React, one
// styled-components, one @portal/shared (session, query client, i18n) — as in the browser, where the
// shell's copies are loaded first. A remote that asks for anything else bundles it itself — but for
// DOMPurify, which needs a DOM the server does not have (dom-purify.ts).
import * as reactQuery from '@tanstack/react-query';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as styledComponents from 'styled-components';
import * as zustand from 'zustand';
import * as portalShared from '@portal/shared';
import * as contract from '@portal/shared/contract';
import * as contractAdmin from '@portal/shared/contract/admin';
import * as contractAuth from '@portal/shared/contract/auth';
import * as contractRemoteRegistry from '@portal/shared/contract/remote-registry';
import * as forms from '@portal/shared/forms';
import * as markdown from '@portal/shared/markdown';
import * as query from '@portal/shared/query';
import * as uiKit from '@portal/shared/ui-kit';
import { serverDOMPurify } from './dom-purify';

export const sharedModules: Readonly<Record<string, unknown>> = Object.freeze({
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'styled-components': styledComponents,
  zustand,
  '@tanstack/react-query': reactQuery,
  '@portal/shared': portalShared,
  '@portal/shared/contract': contract,
  '@portal/shared/contract/admin': contractAdmin,
  '@portal/shared/contract/auth': contractAuth,
  '@portal/shared/contract/remote-registry': contractRemoteRegistry,
  '@portal/shared/forms': forms,
  '@portal/shared/markdown': markdown,
  '@portal/shared/query': query,
  '@portal/shared/ui-kit': uiKit,
  dompurify: serverDOMPurify,
});
