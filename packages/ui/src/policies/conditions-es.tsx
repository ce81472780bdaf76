import { Policy, PolicySection } from './policy'

export default function ConditionsEs() {
  return (
    <Policy title="Condiciones de uso" updated="Última actualización: noviembre de 2026">
      <p>
        Estas condiciones regulan el uso del portal de antiguos alumnos y bolsa de empleo de la universidad.
        Al crear una cuenta declaras que las has leído y las aceptas.
      </p>
      <PolicySection title="Quién puede usar el portal">
        <p>
          Las personas que han estudiado en la universidad, una vez que la oficina de antiguos alumnos
          comprueba su cuenta, y las empresas y organizaciones que la universidad valida para publicar ofertas
          de empleo.
        </p>
      </PolicySection>
      <PolicySection title="Tu cuenta">
        <ul className="list-disc pl-6">
          <li>Los datos que das al registrarte y en tu perfil deben ser ciertos y estar al día.</li>
          <li>
            La cuenta es personal: no compartas tu contraseña. Si crees que alguien la conoce, cámbiala y
            avisa a la oficina de antiguos alumnos.
          </li>
          <li>Puedes dar de baja tu cuenta cuando quieras escribiendo a la oficina de antiguos alumnos.</li>
        </ul>
      </PolicySection>
      <PolicySection title="Uso correcto">
        <p>
          El portal sirve para mantener el contacto con la universidad y entre antiguos alumnos, y para buscar
          y ofrecer empleo. No está permitido publicar contenidos falsos, ofensivos o que vulneren derechos de
          otras personas, enviar publicidad no solicitada ni usar los datos de otros miembros para fines
          distintos de los del portal.
        </p>
      </PolicySection>
      <PolicySection title="Ofertas de empleo">
        <p>
          Las empresas son responsables de sus ofertas y de los procesos de selección. La universidad revisa
          las ofertas antes de publicarlas, pero no interviene en la relación laboral que pueda surgir.
        </p>
      </PolicySection>
      <PolicySection title="Membresía Premium">
        <p>
          Algunos servicios requieren la membresía Premium, cuyo precio y duración se indican antes de
          contratarla. Para cambiarla o darla de baja, escribe a la oficina de antiguos alumnos.
        </p>
      </PolicySection>
      <PolicySection title="Suspensión y cambios">
        <p>
          La universidad puede suspender una cuenta que incumpla estas condiciones. Si las condiciones
          cambian, te lo avisaremos en el portal o por correo electrónico antes de que se apliquen.
        </p>
      </PolicySection>
    </Policy>
  )
}
