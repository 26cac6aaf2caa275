import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeadingFocusOnNavigation } from './route-focus';

afterEach(cleanup);

/** A page whose heading comes after a moment, as a lazily loaded route's does. */
function Later() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 10);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Second page</h1> : <p>Loading…</p>;
}

function Shell() {
  useHeadingFocusOnNavigation('main');
  return (
    <main id="main">
      <Routes>
        <Route
          path="/"
          element={
            <>
              <h1>First page</h1>
              <Link to="/next">Next</Link>
            </>
          }
        />
        <Route path="/next" element={<Later />} />
      </Routes>
    </main>
  );
}

describe('useHeadingFocusOnNavigation', () => {
  it('leaves focus alone on the first page, then moves it to the new page heading once it shows', async () => {
    render(
      <MemoryRouter>
        <Shell />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'Second page' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});
