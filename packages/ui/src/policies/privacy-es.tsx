import { Policy, PolicySection } from './policy'

export default function PrivacyEs() {
  return (
    <Policy title="Política de privacidad" updated="Última actualización: noviembre de 2026">
      <p>
        Esta política explica qué datos personales trata el portal de antiguos alumnos y bolsa de empleo de la
        universidad, para qué los usa y qué derechos tienes.
      </p>
      <PolicySection title="Responsable del tratamiento">
        <p>
          La universidad, a través de su oficina de antiguos alumnos, es la responsable de tus datos. Puedes
          escribir a su delegado de protección de datos en la dirección que figura en la sede electrónica de
          la universidad.
        </p>
      </PolicySection>
      <PolicySection title="Qué datos tratamos">
        <p>
          Los que nos das al registrarte y al completar tu perfil (nombre, apellidos, correo electrónico,
          documento de identidad, estudios, experiencia profesional, currículum y foto), los de tu actividad
          en el portal (artículos guardados, grupos, candidaturas) y, si eres empresa, los de tu organización
          y sus ofertas.
        </p>
      </PolicySection>
      <PolicySection title="Para qué y con qué base">
        <ul className="list-disc pl-6">
          <li>
            Gestionar tu cuenta y tu pertenencia a la red de antiguos alumnos: relación que mantienes con la
            universidad.
          </li>
          <li>
            Ponerte en contacto con empresas de la bolsa de empleo, solo si lo autorizas en tu perfil: tu
            consentimiento.
          </li>
          <li>
            Enviarte noticias y ofertas por correo, solo si lo pides: tu consentimiento, que puedes retirar
            cuando quieras.
          </li>
          <li>Cobrar la cuota Premium, si la contratas: el contrato.</li>
        </ul>
      </PolicySection>
      <PolicySection title="Cuánto tiempo">
        <p>
          Mientras mantengas tu cuenta. Si la das de baja, bloqueamos tus datos durante los plazos que marca
          la ley y después los borramos.
        </p>
      </PolicySection>
      <PolicySection title="Quién más los ve">
        <p>
          Nadie fuera de la universidad salvo lo que tú decidas mostrar: a otros antiguos alumnos y a las
          empresas validadas, según las opciones de privacidad de tu perfil. No vendemos tus datos.
        </p>
      </PolicySection>
      <PolicySection title="Tus derechos">
        <p>
          Puedes acceder a tus datos, corregirlos, borrarlos, llevártelos, oponerte a su uso o limitarlo
          escribiendo a la oficina de antiguos alumnos. Si crees que no los tratamos bien, puedes reclamar
          ante la Agencia Española de Protección de Datos (aepd.es).
        </p>
      </PolicySection>
    </Policy>
  )
}
