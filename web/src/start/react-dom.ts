/**
 * The app's first start stage (main.tsx): React and React DOM, evaluated in a task of
 * their own. The later stages import React DOM themselves; this only brings it early.
 */
export { createRoot, hydrateRoot } from 'react-dom/client'
