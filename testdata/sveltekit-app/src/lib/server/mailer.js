// `$lib/server`: server-only modules (high).
import nodemailer from "nodemailer";

const transport = nodemailer.createTransport({ host: process.env.SMTP_HOST });

export function sendReceipt(to, body) {
    return new Promise((resolve, reject) => {
        transport.sendMail({ to, subject: "Receipt", text: body }, (err, info) => {
            if (err) {
                reject(); // expect: bare-reject
                return;
            }
            resolve(info);
        });
    });
}
