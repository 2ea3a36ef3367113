import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';

/**
 * Leaflet with marker clustering. leaflet.markercluster is a script written for a global `L` (it adds
 * L.markerClusterGroup to it), so Leaflet is published there before the plugin is loaded. Both, and their
 * stylesheets, only ever load inside the lazily loaded map chunk.
 */
export async function loadLeaflet(): Promise<typeof L> {
  (window as unknown as { L: typeof L }).L = L;
  await import('leaflet.markercluster');
  return L;
}
