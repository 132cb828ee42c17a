import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Button } from '@courier/ui';

const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <main>
        <h1>Courier back office</h1>
        <Button>Sign in</Button>
      </main>
    ),
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
