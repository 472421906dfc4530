import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrina/contracts/limits';
import { Provider } from 'react-redux';
import { onTestFinished, vi } from 'vitest';
import type { ApiEnvironment } from '../../../../shared/api/api-environment';
import { baseApi } from '../../../../shared/api/base-api';
import { sessionSlice } from '../../../../shared/session/session-slice';
import { theme } from '../../../../shared/theme/theme';
import { FAKE_API_BASE_URL } from '../../../../testing/fake-api';
import { useGetProductQuery } from '../../api/products-api';
import { ProductPhotosSection } from '../product-photos-section';
import type { FakePhotosServer } from './fake-photos-server';
import { stubObjectUrls } from '../../../../testing/object-urls';

export const SIGNED_IN_TOKEN = 'photos-test-token';

// As the product editor does: the section gets the loaded product, which its changes refetch.
function SectionOfLoadedProduct({ productId }: { productId: number }) {
  const { data: product } = useGetProductQuery(productId);
  return product ? <ProductPhotosSection product={product} /> : null;
}

/** The photos section of a product the fake server holds, signed in, in a store of its own. */
export function renderPhotosSection(server: FakePhotosServer) {
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, SIGNED_IN_TOKEN);
  vi.stubGlobal('XMLHttpRequest', server.XMLHttpRequest);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const objectUrls = stubObjectUrls();
  const redirects: string[] = [];
  const environment: ApiEnvironment = {
    baseUrl: FAKE_API_BASE_URL,
    fetchFn: server.fetchFn,
    redirect: (path) => redirects.push(path),
  };
  const store = configureStore({
    reducer: combineSlices(sessionSlice, baseApi),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: environment } }).concat(baseApi.middleware),
  });
  // A merchant may pick any file, whatever the input accepts.
  const user = userEvent.setup({ applyAccept: false });

  const rendered = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <SectionOfLoadedProduct productId={server.product.id} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...rendered, store, user, objectUrls, redirects };
}
