import { CookieTable } from './cookie-table'
import { Policy, PolicySection } from './policy'

export default function CookiesEs() {
  return (
    <Policy title="Política de cookies" updated="Última actualización: noviembre de 2026">
      <p>
        Una cookie es un pequeño archivo que el portal guarda en tu navegador. Usamos las imprescindibles para
        que funcione y, solo si las aceptas, medimos de forma agregada qué páginas se visitan.
      </p>
      <PolicySection title="Cookies estrictamente necesarias">
        <p>No necesitan tu consentimiento: sin ellas no podrías iniciar sesión ni elegir idioma.</p>
        <CookieTable
          caption="Cookies propias necesarias"
          head={['Cookie', 'Para qué sirve', 'Duración']}
          rows={[
            { name: 'token', purpose: 'Mantiene tu sesión iniciada en este navegador.', duration: '90 días' },
            {
              name: 'deviceId',
              purpose: 'Identifica este navegador entre tus sesiones abiertas.',
              duration: '90 días',
            },
            { name: 'i18n_redirected', purpose: 'Recuerda el idioma que elegiste.', duration: '1 año' },
            {
              name: 'GDPR',
              purpose: 'Recuerda si aceptaste o rechazaste las cookies de analítica.',
              duration: '1 año',
            },
            {
              name: 'egresa_sso_flow',
              purpose: 'Protege el inicio de sesión con la universidad mientras dura.',
              duration: '10 minutos',
            },
          ]}
        />
      </PolicySection>
      <PolicySection title="Analítica">
        <p>
          Si aceptas, el portal envía a su servicio de estadísticas la dirección y el título de cada página
          que visitas, sin datos de tu cuenta. Si rechazas, no se envía nada.
        </p>
      </PolicySection>
      <PolicySection title="Cómo cambiar de opinión">
        <p>
          Borra las cookies de este sitio en la configuración de tu navegador: la próxima vez que entres te
          volveremos a preguntar.
        </p>
      </PolicySection>
    </Policy>
  )
}
