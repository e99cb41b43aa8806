RSpec.describe ContentEventLogger do
  it "retries when the upstream asks for it" do
    allow(Net::HTTP).to receive(:post).and_raise(UpstreamRetryableError)
    expect { described_class.log_command(URI("https://x.test"), {}) }.to raise_error(UpstreamRetryableError)
  end
end
