import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { getRouter } from './router';

export function App() {
  // The document says when the app answers: a page drawn by the server looks ready before its
  // scripts run (monitoring and the end-to-end tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={getRouter()} />
    </AppProvider>
  );
}
