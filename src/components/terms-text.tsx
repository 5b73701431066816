/**
 * The privacy and use terms: one text, read on Home until the member accepts them and on /termos
 * before anyone registers.
 */
export function TermsText() {
  return (
    <>
      <p>
        Para oferecer o Quita, tratamos os seus dados pessoais (nome, CPF, contatos, dados profissionais e de
        pagamento) conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).
      </p>
      <p>
        Usamos esses dados para identificar você, manter o seu vínculo com as associações, registrar e cobrar
        anuidades, contribuições e compras, e enviar comprovantes e códigos de segurança.
      </p>
      <p>
        Os dados do seu cartão são guardados pela operadora de pagamentos; nós mantemos apenas a bandeira, os
        quatro últimos dígitos e a validade. Seus dados são compartilhados somente com as associações às quais
        você está vinculado e com os parceiros necessários ao pagamento.
      </p>
      <p>
        Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelos canais de
        atendimento da sua associação.
      </p>
    </>
  );
}
